export const PRODUCT_NAME = 'Placement Portal';
