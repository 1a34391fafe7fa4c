// The server's mails and index.html use the same name.
export const PRODUCT_NAME = 'Placement Portal';
