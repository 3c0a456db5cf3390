/**
 * The request body and the success answer of each REST route, read off the types `npm run api:types` generates from
 * the routes' contracts (decision 0091). Types only: nothing here reaches the browser's bundle. A call names the route
 * by its address: a literal one is the route's own key; a built one (`/api/account/orders/${number}`) is matched to the
 * route whose `{parameter}` segments it fills, and a query string after `?` is not part of the key.
 */
import type { components, paths } from "./api-paths.generated.ts";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRoute = keyof paths;

/** A shape the contracts name once and several routes answer with (the signed-in customer, a money amount). */
export type ApiSchema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** A route's address with its `{parameter}` segments as any text, as a built address fills them. */
type Filled<Route extends string> = Route extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : Route;

/** An address `apiCall` can call: a route's, its parameters filled, perhaps with a query string. */
export type CallableAddress = Filled<ApiRoute> | `${Filled<ApiRoute>}?${string}`;

type WithoutQuery<Address extends string> = Address extends `${infer Path}?${string}` ? Path : Address;

/** The route an address calls: its own key when it is one, else the described route whose parameters it fills. */
export type RouteOf<Address extends string> =
  WithoutQuery<Address> extends ApiRoute
    ? WithoutQuery<Address>
    : { [Route in ApiRoute]: WithoutQuery<Address> extends Filled<Route> ? Route : never }[ApiRoute];

type Operation<Route extends ApiRoute, Method extends ApiMethod> = NonNullable<paths[Route][Lowercase<Method>]>;

/** The methods a route takes. */
export type MethodOf<Route extends ApiRoute> = {
  [Method in ApiMethod]: [Operation<Route, Method>] extends [never] ? never : Method;
}[ApiMethod];

type JsonOf<Content> = Content extends { "application/json": infer Json }
  ? Json
  : Content extends { "multipart/form-data": unknown }
    ? FormData
    : never;

/**
 * What the route reads: its JSON body, or a form where it takes files. A route whose contract does not describe its
 * body (it reads it in its handler) takes any.
 */
export type BodyOf<Route extends ApiRoute, Method extends ApiMethod> =
  Operation<Route, Method> extends { requestBody?: { content: infer Content } } ? JsonOf<Content> : unknown;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The route's success answer: the union of its 2xx bodies. */
export type AnswerOf<Route extends ApiRoute, Method extends ApiMethod> =
  Operation<Route, Method> extends { responses: infer Responses }
    ? {
        [Status in keyof Responses & SuccessStatus]: Responses[Status] extends { content: infer Content } ? JsonOf<Content> : null;
      }[keyof Responses & SuccessStatus]
    : never;

/** The rest of each callable address that starts with `Prefix`, as an area's helper takes it (`/orders/${string}`). */
export type AddressUnder<Prefix extends string> = CallableAddress extends infer Address
  ? Address extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

/** The body and answer of a call an area's helper makes to `Prefix` + `Rest`. */
export type BodyUnder<Prefix extends string, Rest extends string, Method extends ApiMethod> = BodyOf<RouteOf<`${Prefix}${Rest}`>, Method>;
export type AnswerUnder<Prefix extends string, Rest extends string, Method extends ApiMethod> = AnswerOf<
  RouteOf<`${Prefix}${Rest}`>,
  Method
>;
export type MethodUnder<Prefix extends string, Rest extends string> = MethodOf<RouteOf<`${Prefix}${Rest}`>>;

/**
 * Until every caller takes its answer from the contract (issue 42): a helper's second signature, where the caller names
 * the answer and the address may be built freely. It must name it: without `T` the address is refused, so a call with
 * a mistyped address or method does not fall back to it.
 */
export type AddressNaming<T, Address> = [T] extends [never] ? never : Address;
