import { exertionFrequency, nonExertionalFrequency, triggerPullFrequency } from '@domain/frequency';
import { booleanDemandWord } from '@domain/pda/demand-values';
import { kgToLbs, repsPerHour } from '@domain/units';
import { PDA_STATUS_LABELS, type PdaStatus } from '@domain/status';
import { html, SafeHtml } from '@server/modules/pdf/html';
import type { CapabilityDto, PdaDto } from './dto/pda.dto';

const round = (n: number) => Math.round(n * 10) / 10;
const weight = (kg: number) => `${round(kg)} kg (${round(kgToLbs(kg))} lbs)`;
const frequencyWord = (value: string | null) => value ?? '—';

function demandCell(capability: CapabilityDto | undefined, value: string): string {
  const number = Number(value);
  if (!capability) return `${value} (UNKNOWN CAP)`;
  if (capability.type === 'BOOLEAN') return booleanDemandWord(value);
  if (Number.isNaN(number)) return value;
  if (capability.units === 'KG') return weight(number);
  if (capability.units === 'PERCENT')
    return `${round(number)}% (${frequencyWord(nonExertionalFrequency(number))})`;
  return `${round(number)} ${(capability.units ?? '').toLowerCase()}`.trim();
}

/** One PDA as a report section: summary, elements, objects, tools, demands with thresholds. */
export function pdaReportSection(
  pda: PdaDto,
  capabilities: CapabilityDto[],
  path: string,
): SafeHtml {
  const reps = repsPerHour(pda.taktTime);
  const byUuid = new Map(capabilities.map((c) => [c.capabilityUuid, c]));
  const exertions = pda.collPDAObjects.flatMap((o) =>
    Object.entries(o.exertions).map(([kind, e]) => ({ object: o.description, kind, ...e })),
  );
  return html`<section class="pda">
    <div class="breadcrumbs">${path}</div>
    <h2>${pda.description}</h2>
    <div class="facts">
      <div class="fact">
        <span class="value">${PDA_STATUS_LABELS[pda.pdaStatusEnum as PdaStatus]}</span
        ><span class="label">Status</span>
      </div>
      <div class="fact">
        <span class="value"
          >${pda.taktTime === null ? '(no takt time)' : `${round(pda.taktTime)} s`}</span
        ><span class="label">Takt time</span>
      </div>
      <div class="fact">
        <span class="value">${reps === null ? '—' : round(reps)}</span
        ><span class="label">Cycles per hour</span>
      </div>
      <div class="fact">
        <span class="value"
          >${pda.collPDAVariations.map((v) => v.aVariation.shortDescription).join(', ')}</span
        ><span class="label">Variations</span>
      </div>
    </div>
    <h3>Elements</h3>
    ${
      pda.collPDAElements.length
        ? html`<table class="data">
            <tr>
              <th>#</th>
              <th>Element</th>
              <th class="num">Seconds</th>
              <th class="num">% of cycle</th>
              <th>Frequency</th>
            </tr>
            ${pda.collPDAElements.map(
              (e) =>
                html`<tr>
                  <td>${e.ordinal}</td>
                  <td>${e.description}</td>
                  <td class="num">${round(e.duration)}</td>
                  <td class="num">${round(e.percent)}</td>
                  <td>${frequencyWord(nonExertionalFrequency(e.percent))}</td>
                </tr>`,
            )}
          </table>`
        : html`<p class="muted">No elements.</p>`
    }
    <h3>Objects</h3>
    ${
      exertions.length
        ? html`<table class="data">
            <tr>
              <th>Object</th>
              <th>Exertion</th>
              <th class="num">Reps/cycle</th>
              <th class="num">Reps/hour</th>
              <th>Frequency</th>
              <th class="num">Weight / force</th>
              <th>Side</th>
            </tr>
            ${exertions.map((x) => {
              const perHour = reps === null ? null : x.reps * reps;
              return html`<tr>
                <td>${x.object}</td>
                <td>${x.kind}</td>
                <td class="num">${x.reps}</td>
                <td class="num">${perHour === null ? '(no takt time)' : round(perHour)}</td>
                <td>
                  ${perHour === null ? '—' : frequencyWord(exertionFrequency(x.kind, perHour))}
                </td>
                <td class="num">${weight(x.kg)}</td>
                <td>${x.side}</td>
              </tr>`;
            })}
          </table>`
        : html`<p class="muted">No objects.</p>`
    }
    <h3>Tools</h3>
    ${
      pda.collPDATools.length
        ? html`<table class="data">
            <tr>
              <th>Tool</th>
              <th class="num">Trigger pulls/hour</th>
              <th>Frequency</th>
              <th class="num">Grip</th>
              <th>Side</th>
              <th>Vibratory</th>
              <th class="num">Activation force</th>
            </tr>
            ${pda.collPDATools.map((tool) => {
              const pulls = reps === null ? null : tool.trigger * reps;
              return html`<tr>
                <td>${tool.description}</td>
                <td class="num">${pulls === null ? '(no takt time)' : round(pulls)}</td>
                <td>${pulls === null ? '—' : frequencyWord(triggerPullFrequency(pulls))}</td>
                <td class="num">${weight(tool.gripKg)}</td>
                <td>${tool.gripSide}</td>
                <td>${tool.vibratory ? 'Yes' : 'No'}</td>
                <td class="num">${weight(tool.activationForce)}</td>
              </tr>`;
            })}
          </table>`
        : html`<p class="muted">No tools.</p>`
    }
    <h3>Demands</h3>
    ${
      pda.collPDADemands.length
        ? html`<table class="data">
            <tr>
              <th>Capability</th>
              <th>Demand</th>
              <th>Range</th>
            </tr>
            ${[...pda.collPDADemands]
              .sort((a, b) =>
                (byUuid.get(a.capabilityUuid)?.description ?? '').localeCompare(
                  byUuid.get(b.capabilityUuid)?.description ?? '',
                ),
              )
              .map((d) => {
                const c = byUuid.get(d.capabilityUuid);
                const range =
                  c && c.minValue !== null && c.maxValue !== null
                    ? `${c.minValue}–${c.maxValue} ${(c.units ?? '').toLowerCase()}`
                    : '';
                return html`<tr>
                  <td>${c?.description ?? '(UNKNOWN CAP)'}</td>
                  <td>${demandCell(c, d.value)}</td>
                  <td>${range}</td>
                </tr>`;
              })}
          </table>`
        : html`<p class="muted">No demands.</p>`
    }
  </section>`;
}
