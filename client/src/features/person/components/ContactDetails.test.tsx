import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactDetails } from './ContactDetails';

const meta = (metadataField: string, stringValue: string) => ({ metadataField, stringValue });

describe(ContactDetails.name, () => {
  it('shows phone (formatted), e-mail and comments, and the medical note when it was sent', () => {
    render(
      <ContactDetails
        metas={[
          meta('_Phone_', '5551234567'),
          meta('Email', 'ana@example.com'),
          meta('COMMENTS', 'Prefers days'),
          meta('MEDICAL', 'No lifting over 10 kg'),
        ]}
      />,
    );
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Prefers days')).toBeInTheDocument();
    expect(screen.getByText('No lifting over 10 kg')).toBeInTheDocument();
  });

  it('says what is missing and shows no medical line to whom the server sent none', () => {
    render(<ContactDetails metas={[meta('Email', 'ana@example.com')]} />);
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(screen.queryByText('Medical')).not.toBeInTheDocument();
  });
});
