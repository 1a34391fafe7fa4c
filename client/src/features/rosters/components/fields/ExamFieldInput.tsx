import { Typography } from '@mui/material';
import type { ExamFieldInputProps } from './fieldProps';
import { NumericInput } from './NumericInput';
import { SelectInput } from './SelectInput';
import { TextAreaInput } from './TextAreaInput';

/** The input of a field by its type; a LABEL is text of the form. */
export function ExamFieldInput(props: ExamFieldInputProps) {
  switch (props.field.fieldTypeCode) {
    case 'NUMERIC':
      return <NumericInput {...props} />;
    case 'SELECT':
    case 'MULTISELECT':
      return <SelectInput {...props} />;
    case 'TEXTAREA':
      return <TextAreaInput {...props} />;
    case 'LABEL':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {props.field.description}
        </Typography>
      );
  }
}
