export interface TypeField {
  pdaTypeFieldUuid: string;
  pdaTypeFieldCode: string;
  format: string;
}
