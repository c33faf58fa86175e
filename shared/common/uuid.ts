const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the address can name a record: anything else is "not found" without asking the server. */
export const isUuid = (value: string) => UUID.test(value);
