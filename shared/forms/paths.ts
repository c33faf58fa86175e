/**
 * A registration's pages, for the server's Checkout return addresses and mails and for the client's
 * links: its submission (answers and money: where a registrant comes back to after paying), what is
 * due now (form/payment), and a plan's parts (pay-balance).
 */
export const submissionPath = (formId: string, submissionId: string) => `/form/${formId}/${submissionId}`;
export const paymentPath = (formId: string, submissionId: string) => `/form/payment/${formId}/${submissionId}`;
export const balancePath = (formId: string, submissionId: string) => `/pay-balance/${formId}/${submissionId}`;
/** The submission's page as Checkout's success URL, which waits there until the payment is in the ledger. */
export const paidReturnPath = (formId: string, submissionId: string) => `${submissionPath(formId, submissionId)}?payment=success`;
