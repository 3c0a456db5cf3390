/**
 * Two-factor codes (RFC 6238 TOTP, 6 digits, 30 s, SHA-1: what every authenticator app reads) with
 * otplib. A code is accepted from the current period or the one just before (a code typed as the
 * period turns), and never twice: the matched time step is kept and later codes must be newer.
 */
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;
/** The previous period's code still counts: typing it takes a few seconds. */
const TOLERANCE_SECONDS: [number, number] = [PERIOD_SECONDS, 0];
const CODE_SHAPE = /^\d{6}$/;

export function newTotpSecret(): string {
  return generateSecret();
}

export interface TotpEnrolment {
  secret: string;
  /** The otpauth:// URI, for apps that take a link. */
  uri: string;
  /** The same URI drawn as a QR code, an SVG document. */
  qrSvg: string;
}

export async function totpEnrolment(secret: string, account: string, issuer: string): Promise<TotpEnrolment> {
  const uri = generateURI({ strategy: "totp", issuer, label: account, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, uri, qrSvg };
}

/** Whether a typed code is an authenticator's (six digits, spaces allowed) rather than a recovery code. */
export function looksLikeTotpCode(code: string): boolean {
  return CODE_SHAPE.test(code.replace(/\s+/g, ""));
}

/** The time step a valid, unused code matched; null for a wrong, malformed or already used one. */
export async function verifyTotp(
  secret: string,
  code: string,
  { now, lastTimeStep }: { now: Date; lastTimeStep: number | null },
): Promise<number | null> {
  if (!looksLikeTotpCode(code)) return null;
  const token = code.replace(/\s+/g, "");
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    const result = await verify({
      secret,
      token,
      epoch,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
    });
    return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
  } catch {
    // otplib refuses a last step ahead of the clock (a clock set back): no code can be newer, so none is valid.
    return null;
  }
}
