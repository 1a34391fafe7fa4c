import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';
import { makePda } from '../test/pdaFixtures';
import { FieldsTab } from './FieldsTab';

const toggles = { editing: false, showAll: true } as PdaViewToggles;
const initialWidth = window.innerWidth;

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function pdaWithHeight(height: string) {
  const pda = makePda();
  return makePda({
    aPDAType: {
      ...pda.aPDAType,
      collPDATypeFields: [
        ...pda.aPDAType.collPDATypeFields,
        {
          pdaTypeFieldUuid: 'f-height',
          pdaTypeFieldCode: 'WORK_HEIGHT',
          description: 'Work surface height',
          fieldGroup: 'Materials',
          fieldGroupOrdinal: 2,
          format: 'inches',
        },
      ],
    },
    collPDAFields: [
      ...pda.collPDAFields,
      { pdaTypeFieldUuid: 'f-height', stringValue: height, valueType: null, version: 1 },
    ],
  });
}

describe('FieldsTab', () => {
  afterEach(() => setWidth(initialWidth));

  it('names the height band of a height in inches', () => {
    renderWithProviders(<FieldsTab pda={pdaWithHeight('58"')} toggles={toggles} />);
    expect(screen.getByTestId('height-band')).toHaveTextContent('Overhead (≥ 56 in)');
  });

  it.each([
    ['34.5"', 'Below bench (< 35 in)'],
    ['55.5"', 'Bench to shelf (35-55 in)'],
  ])('puts %s in its band', (height, band) => {
    renderWithProviders(<FieldsTab pda={pdaWithHeight(height)} toggles={toggles} />);
    expect(screen.getByTestId('height-band')).toHaveTextContent(band);
  });

  it("lays the fields on the seed's grid: 6 columns on a phone, 14 on a wide screen", () => {
    setWidth(390);
    const { container } = renderWithProviders(<FieldsTab pda={makePda()} toggles={toggles} />);
    const grids = () => [...container.querySelectorAll('[data-columns]')];
    expect(grids().map((g) => g.getAttribute('data-columns'))).toEqual(['6', '6']);
    setWidth(1440);
    expect(grids().map((g) => g.getAttribute('data-columns'))).toEqual(['14', '14']);
  });
});
