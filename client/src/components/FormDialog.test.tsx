import { TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Rename Door"
      submitLabel="Rename"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <TextField label="Name" />
    </FormDialog>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe(FormDialog.name, () => {
  it('is named by its title and submits on the button and on Enter', async () => {
    const { onSubmit, user } = renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Rename Door' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { onClose, user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the submit button disabled while invalid or busy', () => {
    const { unmount } = render(
      <FormDialog
        title="T"
        submitLabel="Save"
        onSubmit={vi.fn()}
        onClose={vi.fn()}
        canSubmit={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    unmount();

    renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: /Rename/ })).toBeDisabled();
  });

  it("shows the server's message in a red alert", () => {
    renderDialog({ serverError: 'Name already taken' });

    expect(screen.getByRole('alert')).toHaveTextContent('Name already taken');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });
});
