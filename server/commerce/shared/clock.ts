/** The time every module reads, so tests can move it; one clock per platform. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
