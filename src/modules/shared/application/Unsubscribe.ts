/** Stops a subscription made on a port. */
export type Unsubscribe = () => void;
