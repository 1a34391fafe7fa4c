import { ApiProperty } from '@nestjs/swagger';

export class IdTypeRefDto {
  @ApiProperty() description: string;
}

/** One ID number of a person (the seed's collIDs entry). */
export class PersonIdDto {
  @ApiProperty({ format: 'uuid' }) idUuid: string;
  @ApiProperty() id: string;
  @ApiProperty({ format: 'uuid' }) idTypeUuid: string;
  @ApiProperty({ format: 'uuid' }) infoSourceUuid: string;
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() schedulable: boolean;
  @ApiProperty({ type: IdTypeRefDto }) aIDType: IdTypeRefDto;
}

export class PersonMetaDto {
  @ApiProperty() metadataField: string;
  @ApiProperty() stringValue: string;
}

export class PersonDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) primaryIdUuid: string | null;
  @ApiProperty({ format: 'uuid' }) clientNodeUuid: string;
  @ApiProperty({ description: 'The client site the person belongs to' }) clientDescription: string;
  @ApiProperty() version: number;
  @ApiProperty({ type: [PersonIdDto], description: 'IDs of hidden types are left out' })
  collIDs: PersonIdDto[];
  @ApiProperty({ type: [PersonMetaDto] }) collPersonMetas: PersonMetaDto[];
}

/** One metadata field's value (the first, for a field holding several). */
export class PersonMetaValueDto {
  @ApiProperty() metadataField: string;
  @ApiProperty({ nullable: true, type: String }) stringValue: string | null;
}

/** A metadata field's values after a write. */
export class PersonMetaValuesDto {
  @ApiProperty() metadataField: string;
  @ApiProperty({ type: [String] }) values: string[];
}

/** One of a person's IDs with the link to its Talogy assessment report. */
export class TalogyUrlDto {
  @ApiProperty({ format: 'uuid' }) idUuid: string;
  @ApiProperty({ description: 'The ID itself, e.g. CAND-1011219' }) id: string;
  @ApiProperty({ description: 'Its type, e.g. Application ID' }) idType: string;
  @ApiProperty({ description: 'TALOGY_REPORT_URL with the ID in place of {id}' }) url: string;
}
