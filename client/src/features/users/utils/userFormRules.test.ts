import { describe, expect, it } from 'vitest';
import { isValidEmail, namesFromEmail, validateUserForm } from './userFormRules';

const valid = {
  userCode: '',
  emailAddress: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  securityGroupCodes: [],
};

describe(isValidEmail.name, () => {
  it.each(['a@b.c', 'jane.doe@example.com', ' x@y.org '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'jane',
    'jane@example',
    '@example.com',
    'jane@.com',
    'ja ne@example.com',
    'a@b@c.d',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe(validateUserForm.name, () => {
  it('accepts a complete form', () => {
    expect(validateUserForm(valid)).toEqual({});
  });

  it("names every problem with the seed's words", () => {
    expect(
      validateUserForm({ ...valid, emailAddress: 'nope', firstName: ' ', lastName: '' }),
    ).toEqual({
      emailAddress: 'Invalid email',
      firstName: 'First name required',
      lastName: 'Last name required',
    });
  });

  it('checks a username only when one is given', () => {
    expect(validateUserForm({ ...valid, userCode: 'jane.doe' })).toEqual({});
    expect(validateUserForm({ ...valid, userCode: 'jane doe' }).userCode).toBeDefined();
    expect(validateUserForm({ ...valid, userCode: 'j' }).userCode).toBeDefined();
  });
});

describe(namesFromEmail.name, () => {
  it('capitalises first.last', () => {
    expect(namesFromEmail('jane.doe@example.com')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(namesFromEmail('JANE.DOE@example.com')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });

  it('capitalises each part of a double name', () => {
    expect(namesFromEmail('mary-ann.smith-jones@example.com')).toEqual({
      firstName: 'Mary-Ann',
      lastName: 'Smith-Jones',
    });
  });

  it.each(['jane@example.com', 'jane.m.doe@example.com', '.doe@example.com', 'jane.doe'])(
    'gives nothing for %j',
    (email) => {
      expect(namesFromEmail(email)).toBeNull();
    },
  );
});
