/** The desk's queries: the open requests, and the request the agent holds. */
export const callBacksKey = ['admin', 'call-backs'] as const;
export const queueKey = [...callBacksKey, 'queue'] as const;
export const currentKey = [...callBacksKey, 'current'] as const;
