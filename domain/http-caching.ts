/**
 * What a response says when its address carries its content's version (a fingerprinted asset, an image or a texts
 * file at its `v`): any cache may keep it for a year without asking again.
 */
export const KEPT_FOR_A_YEAR = "public, max-age=31536000, immutable";
