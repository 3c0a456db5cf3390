import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isPersonalCodeOf, POPUP_DISCOUNT_PERCENT } from "#domain/discount-code";
import { EmailInput } from "#app/ui/EmailInput.tsx";
import { keepFocusInside } from "#app/ui/keep-focus-inside.ts";
import { lockPageScroll } from "#app/ui/lock-page-scroll.ts";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { readUsedDiscountCodes } from "#app/features/cart/discount-code-storage.ts";
import { useDiscountCode } from "#app/features/cart/use-discount-code.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { DiscountCode } from "./DiscountCode.tsx";
import { emailProblem } from "#app/ui/email-check.ts";
import { signUpForNewsletter } from "./newsletter-signup.ts";
import { whenNoModalIsOpen } from "./other-dialogs.ts";

type Step = "prompt" | "email" | "code";

/** The address's personal code, as the server issued it (decision 0080). */
interface Offer {
  code: string;
  percent: number;
}

const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60";
const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-line px-6 py-3 font-semibold text-ink hover:border-brand";

export interface DiscountPopupProps {
  brandName: string;
  /** Called when the dialog appears, which may wait for another modal to close. */
  onShown: () => void;
  /** Called once the dialog has closed, however it was closed. */
  onClose: () => void;
}

/**
 * The first-visit offer (spec §2 and §4 "Discount popup"): a full-screen modal <dialog>, so the
 * browser keeps focus inside, closes it on Escape and gives focus back when it closes. Steps: the
 * offer, the email, the code. The page behind does not scroll while it is open.
 */

export function DiscountPopup({ brandName, onShown, onClose }: DiscountPopupProps) {
  const { t } = useTranslation("discount");
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>("prompt");
  const [offer, setOffer] = useState<Offer | null>(null);
  const [shown, setShown] = useState(false);

  // Never over the cart drawer or another dialog the shopper is busy with: appear once it has closed.
  // Never to a shopper whose order from this browser already used a popup code (`usedDiscountCodes`): the offer is
  // for a first order.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (readUsedDiscountCodes().some((code) => isPersonalCodeOf(code, brandName, POPUP_DISCOUNT_PERCENT))) return onClose();
    return whenNoModalIsOpen(() => {
      if (!dialog.open) dialog.showModal();
      onShown();
      setShown(true);
    }, dialog);
  }, [onShown, onClose, brandName]);

  useEffect(() => (shown ? lockPageScroll() : undefined), [shown]);

  // Each step hands focus to its first control, so a keyboard or screen-reader user lands in it.
  useEffect(() => {
    if (shown) dialogRef.current?.querySelector<HTMLElement>("[data-step-focus]")?.focus();
  }, [shown, step]);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      className="fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none items-center justify-center overflow-y-auto bg-ink/70 p-4 text-ink backdrop:bg-transparent open:flex"
    >
      <div className="relative my-auto w-full max-w-lg rounded-3xl bg-cream px-6 pb-8 pt-10 text-center shadow-2xl sm:px-10 starting:translate-y-4 starting:opacity-0 motion-safe:transition-[opacity,translate] motion-safe:duration-300">
        <button
          type="button"
          onClick={close}
          className="absolute right-3 top-3 rounded-full p-2 text-muted hover:bg-brand-soft hover:text-ink"
        >
          {/* Drawn here rather than taken from the header's icons, which would pull them out of the page's own script. */}
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t("popup.close")}</span>
        </button>
        <p className="font-serif text-2xl tracking-wide text-brand">{brandName}</p>
        <h2 id={titleId} className="mt-3 text-4xl font-bold leading-tight text-brand-dark sm:text-5xl">
          {t("popup.title")}
        </h2>
        {step === "prompt" ? (
          <div className="mt-4">
            <p className="text-lg leading-relaxed text-muted">{t("popup.offer")}</p>
            <div className="mt-8 flex flex-col gap-3">
              <button type="button" data-step-focus onClick={() => setStep("email")} className={primaryButton}>
                {t("popup.accept")}
              </button>
              <button type="button" onClick={close} className="min-h-11 text-sm text-muted underline underline-offset-4 hover:text-ink">
                {t("popup.decline")}
              </button>
            </div>
          </div>
        ) : null}
        {step === "email" ? (
          <EmailStep
            brandName={brandName}
            onBack={() => setStep("prompt")}
            onOffer={(next) => {
              setOffer(next);
              setStep("code");
            }}
          />
        ) : null}
        {step === "code" && offer ? <CodeStep offer={offer} onContinue={close} /> : null}
      </div>
    </dialog>
  );
}

function EmailStep({ brandName, onBack, onOffer }: { brandName: string; onBack: () => void; onOffer: (offer: Offer) => void }) {
  const { t } = useTranslation("discount");
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setError(t(problem));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await signUpForNewsletter(email, "discount_popup");
    setSubmitting(false);
    if (outcome.kind === "subscribed") return onOffer({ code: outcome.code, percent: outcome.percent });
    // The code is made for this address by the sign-up, so without one there is none to give: the shopper
    // reads why (the server's own words about the address when it gave them) and can try again.
    setError(
      outcome.kind === "rejected"
        ? outcome.message
        : outcome.kind === "rate-limited"
          ? (outcome.message ?? t("popup.rateLimited"))
          : t("popup.failed"),
    );
    // Focus waits for the input to be enabled again.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 text-left">
      <h3 className="text-center text-xl">{t("popup.emailTitle")}</h3>
      <label htmlFor={inputId} className="mt-6 block text-sm font-semibold">
        {t("popup.emailLabel")}
      </label>
      <EmailInput
        inputRef={inputRef}
        id={inputId}
        data-step-focus
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        disabled={submitting}
        error={error}
        errorId={errorId}
        className="mt-2 block min-h-12 w-full rounded-xl border-2 border-line bg-white px-4 text-lg aria-invalid:border-sale disabled:bg-line/40"
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={submitting} className={`${primaryButton} mt-5 w-full`}>
        {submitting ? t("popup.submitting") : t("popup.submit")}
      </button>
      <button type="button" onClick={onBack} disabled={submitting} className={`${secondaryButton} mt-3 w-full`}>
        {t("popup.back")}
      </button>
      <p className="mt-5 text-xs leading-relaxed text-muted">{t("consent.popup", { brand: brandName })}</p>
    </form>
  );
}

function CodeStep({ offer, onContinue }: { offer: Offer; onContinue: () => void }) {
  const { t } = useTranslation("discount");
  const navigate = useNavigate();
  const { itemCount } = useCart();
  const discountCode = useDiscountCode();

  const shopNow = () => {
    discountCode.apply(offer.code);
    onContinue();
    // With something in the cart the discount is one step from use; otherwise the shop is.
    void navigate(itemCount > 0 ? "/checkout" : "/shop");
  };

  return (
    <div className="mt-4">
      <h3 tabIndex={-1} data-step-focus className="text-xl outline-none">
        {t("popup.codeTitle", { percent: offer.percent })}
      </h3>
      <p className="mt-2 text-muted">{t("popup.codeText")}</p>
      <div className="mt-6 flex justify-center text-left">
        <DiscountCode code={offer.code} />
      </div>
      <div className="mt-8 flex flex-col gap-3">
        <button type="button" onClick={shopNow} className={primaryButton}>
          {t("popup.shopNow")}
        </button>
        <button type="button" onClick={onContinue} className={secondaryButton}>
          {t("popup.continue")}
        </button>
      </div>
    </div>
  );
}
