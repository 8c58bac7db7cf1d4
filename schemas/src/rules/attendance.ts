/**
 * The values of attendance as evidence (docs/decisions/0059-attendance-as-evidence.md), shared by
 * the server's evidence (packages/server/src/attendance/evidence.ts) and the storefront's texts.
 */

/**
 * How a presence was recorded: scanned at the door (`DOOR_SCAN`), checked in by the participant
 * (`SELF_CHECK_IN`), read from the meeting tool's participant report (`IMPORT`), or entered by
 * staff (`MANUAL`).
 */
export const attendanceSources = ['DOOR_SCAN', 'SELF_CHECK_IN', 'IMPORT', 'MANUAL'] as const;
export type AttendanceSource = (typeof attendanceSources)[number];

/**
 * A day's verdict: attended without a gap (`COMPLETE`), attended with gaps (`PARTIAL`), not
 * attended (`ABSENT`), or not over yet (`OPEN`).
 */
export const attendanceVerdicts = ['COMPLETE', 'PARTIAL', 'ABSENT', 'OPEN'] as const;
export type AttendanceVerdict = (typeof attendanceVerdicts)[number];

/**
 * An absence inside a day's scheduled window longer than this many minutes is a gap: it breaks
 * the continuous participation of § 15 (2) FAO and its minutes are not counted as attended.
 * Shorter absences (a reconnect, a break that ran over) are tolerated.
 */
export const attendanceGapThresholdMinutes = 15;

/** The door scan's directions. */
export const scanDirections = ['IN', 'OUT'] as const;
export type ScanDirection = (typeof scanDirections)[number];
