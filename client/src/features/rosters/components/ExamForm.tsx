import AssignmentIcon from '@mui/icons-material/Assignment';
import { Box, Card, CardContent, CardHeader, Grid, Typography, type Theme } from '@mui/material';
import type { ExamFieldDto, ExamSectionDto, ExamTypeGroupDto } from '../api/rostersApi';
import { spanOf } from '../utils/formLayout';
import { ExamFieldInput } from './fields/ExamFieldInput';

type ExamFormProps = {
  sections: ExamSectionDto[];
  values: ExamFieldDto[];
  readOnly: boolean;
  showRequired: boolean;
  onSave: (examTypeFieldUuid: string, value: string) => void;
};

/** A group's own label, or null when it only repeats its section's title (the card's heading). */
export function groupLabel(group: ExamTypeGroupDto, section: ExamSectionDto): string | null {
  const label = group.description.trim();
  return label === '' || label.toLowerCase() === section.description.trim().toLowerCase()
    ? null
    : label;
}

function Group({
  group,
  section,
  valueOf,
  ...props
}: Omit<ExamFormProps, 'sections' | 'values'> & {
  group: ExamTypeGroupDto;
  section: ExamSectionDto;
  valueOf: (fieldUuid: string) => string;
}) {
  const label = groupLabel(group, section);
  // Without a label of its own the group's fields take the whole width.
  const labelSpan = label === null ? 0 : spanOf(group.labelColClass, 4);
  const fields = [...group.collExamTypeFields].sort(
    (a, b) => a.rowIndex - b.rowIndex || a.colIndex - b.colIndex,
  );
  return (
    <Grid container spacing={2} sx={{ mb: 1 }}>
      {label !== null && (
        <Grid size={{ xs: 12, md: labelSpan }}>
          <Typography variant="subtitle2" color="text.secondary">
            {label}
          </Typography>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 12 - labelSpan }} container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.examTypeFieldUuid} size={{ xs: 12, sm: spanOf(field.colClass) }}>
            <ExamFieldInput
              field={field}
              value={valueOf(field.examTypeFieldUuid)}
              readOnly={props.readOnly}
              showRequired={props.showRequired}
              onSave={(value) => props.onSave(field.examTypeFieldUuid, value)}
            />
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}

/**
 * A finalized exam's inputs are disabled, and MUI greys a disabled value to 38 % black (about
 * 2.3:1 on white). The values are a record read later, so they keep the body text's colour
 * (issue 32); the greyed outline still says they cannot be edited.
 */
const FULL_CONTRAST_WHEN_READ_ONLY = {
  '& .MuiInputBase-input.Mui-disabled, & .MuiSelect-select.Mui-disabled': {
    color: 'text.primary',
    WebkitTextFillColor: (theme: Theme) => theme.palette.text.primary,
  },
} as const;

/**
 * The exam form from its sections (col-xl-6, 9 or 12 wide) and groups (a label column and
 * fields whose col-N classes are spans of N out of 12).
 */
export function ExamForm({ sections, values, ...props }: ExamFormProps) {
  const byField = new Map(values.map((v) => [v.examTypeFieldUuid, v.stringValue]));
  const valueOf = (fieldUuid: string) => byField.get(fieldUuid) ?? '';
  return (
    <Grid container spacing={2} sx={FULL_CONTRAST_WHEN_READ_ONLY}>
      {sections.map((section) => (
        <Grid key={section.sectionUuid} size={{ xs: 12, xl: spanOf(section.containerClass) }}>
          <Card variant="outlined" component="section" aria-label={section.description}>
            <CardHeader
              avatar={
                <AssignmentIcon color="primary" aria-hidden data-icon-class={section.iconClass} />
              }
              title={section.description}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
              <Box>
                {section.collExamTypeGroups.map((group) => (
                  <Group
                    key={group.groupUuid}
                    group={group}
                    section={section}
                    valueOf={valueOf}
                    {...props}
                  />
                ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
