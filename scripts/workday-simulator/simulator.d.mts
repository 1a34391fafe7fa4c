// Types of simulator.mjs for the TypeScript tests.
export type SimulatorFault =
  | { kind: 'soapFault'; times?: number }
  | { kind: 'http5xx'; times?: number; status?: number }
  | { kind: 'slow'; times?: number; delayMs?: number };

export interface SimulatedBackgroundCheck {
  backgroundCheckId: string;
  wID: string;
  jobApplicationWid: string;
  overallStatus: string;
  packageStatus: string;
  packageComment: string;
  resultsUrl: string;
  statusDate: string;
}

export interface SimulatedCandidate {
  wID: string;
  candidateId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phone: string;
  applications: { wID: string; jobApplicationId: string; recruitingStageId: string }[];
  backgroundChecks: SimulatedBackgroundCheck[];
}

export interface SimulatedSelfSchedule {
  wID: string;
  selfScheduleId: string;
  candidateId: string;
  jobApplicationWid: string;
  calendarId: string;
  calendarName: string;
  calendarType: string;
  startTime: string;
  durationMinutes: number;
  location: string;
  status: string;
}

export interface WorkdaySimulator {
  url: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  tokenTtlSeconds: number;
  calls: { token: number; soap: number; rest: number };
  data: {
    candidates: SimulatedCandidate[];
    preHires: { wID: string; applicantId: string; candidateId: string }[];
    workers: { id: string; descriptor: string; workerId: string; candidateId: string }[];
    selfSchedules: SimulatedSelfSchedule[];
    references: Record<string, { wID: string; id: string }[]>;
  };
  expireTokens(): void;
  inject(fault: SimulatorFault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

export function startWorkdaySimulator(options?: {
  port?: number;
  tenant?: string;
  clientId?: string;
  clientSecret?: string;
  refreshToken?: string;
  tokenTtlSeconds?: number;
  size?: number;
}): Promise<WorkdaySimulator>;

export function isDemoWorkdaySimulator(url: string): Promise<boolean>;
