import { PRODUCT_NAME } from '../common/constants.ts';

/** "Discover games · Rally"; the product's name alone on its own. */
export const documentTitle = (title: string | null) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);
