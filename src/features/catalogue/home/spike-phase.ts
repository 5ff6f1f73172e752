import type { SpikeSession } from '@generated/models';
import { tryParseBeijing } from '@/domain/datetime';

type SpikePhase = 'upcoming' | 'running' | 'ended';

interface TimedSession {
  session: SpikeSession;
  start: number;
  end: number;
  phase: SpikePhase;
}

/** Each session's phase at `now` (server time); sessions with unreadable times are left out. */
export function timedSessions(sessions: readonly SpikeSession[], now: number): TimedSession[] {
  const out: TimedSession[] = [];
  for (const session of sessions) {
    const start = tryParseBeijing(session.start_time)?.getTime();
    const end = tryParseBeijing(session.end_time)?.getTime();
    if (start === undefined || end === undefined || end <= start) continue;
    out.push({ session, start, end, phase: now < start ? 'upcoming' : now < end ? 'running' : 'ended' });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The session to show first: the running one, else the next to start, else the last that ended. */
export function defaultSession(list: readonly TimedSession[]): TimedSession | undefined {
  return list.find((s) => s.phase === 'running') ?? list.find((s) => s.phase === 'upcoming') ?? list[list.length - 1];
}

export const PHASE_TEXT: Record<SpikePhase, string> = { upcoming: '即将开始', running: '抢购中', ended: '已结束' };
