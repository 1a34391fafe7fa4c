// The server's mails and index.html use the same name (libs/domain rules).
export { PRODUCT_NAME } from '@domain/rules';
