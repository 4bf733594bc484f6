import Box from '@mui/material/Box';
import type { DatesSetArg, DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { ActionPlan } from '@tc/contract/coaching';
import type { CoachingSession } from '@tc/contract/sessions';
import { useEffect, useRef } from 'react';
import { sessionTitle, STATUS_COLOURS } from './session-labels';
import { albertaNow, dayHours, fromCalendarTime, minutesBetween, toCalendarTime, visibleDates } from './session-time';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const CLOCK = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const DESKTOP_TOOLBAR = { left: 'prev,next today', center: 'title', right: 'timeGridWeek,dayGridMonth,listWeek' };
const PHONE_TOOLBAR = { left: 'prev,next', center: 'title', right: 'today' };
const VIEWS = { timeGridWeek: { buttonText: 'Week' }, dayGridMonth: { buttonText: 'Month' }, listWeek: { buttonText: 'Agenda' } };
const PLAN_COLOURS = { backgroundColor: '#ede7f6', borderColor: '#5e35b1', textColor: '#311b92' };

/** A session may be dragged while it is still to happen; a completed, cancelled or missed one stays where it was. */
const movable = (s: CoachingSession) => s.status === 'requested' || s.status === 'scheduled';

export interface MoveRequest {
  session: CoachingSession;
  start: string;
  minutes: number;
  /** Puts the event back where it was (a refused or abandoned move). */
  revert: () => void;
}

interface Props {
  sessions: CoachingSession[];
  plans: ActionPlan[];
  /** A phone: the agenda only. */
  phone: boolean;
  /** Every coach's sessions: each names its coach. */
  withCoach: boolean;
  onRange: (range: { from: string; to: string }) => void;
  onSlot: (start: string, minutes: number) => void;
  onOpen: (session: CoachingSession) => void;
  onOpenPlan: (plan: ActionPlan) => void;
  onMove: (move: MoveRequest) => void;
}

function sessionEvent(s: CoachingSession, withCoach: boolean): EventInput {
  const colour = STATUS_COLOURS[s.status];
  return {
    id: `session-${s.id}`,
    title: sessionTitle(s, withCoach),
    start: toCalendarTime(s.localStart),
    end: toCalendarTime(s.localEnd),
    backgroundColor: colour,
    borderColor: colour,
    textColor: '#ffffff',
    classNames: [`session-${s.status}`],
    editable: movable(s),
    extendedProps: { session: s },
  };
}

function planEvent(p: ActionPlan): EventInput {
  return {
    id: `plan-${p.id}`,
    title: `Plan: ${p.summary} (${p.client.firstname} ${p.client.lastname})`,
    start: p.date,
    allDay: true,
    editable: false,
    classNames: ['plan-date'],
    ...PLAN_COLOURS,
    extendedProps: { plan: p },
  };
}

/**
 * The calendar itself: FullCalendar's week, month and agenda views (the agenda alone on a phone), in Alberta time
 * whatever this device's zone (session-time.ts). Clicking or selecting a slot schedules, clicking a session opens it,
 * dragging or stretching one moves it (the page checks and asks first).
 */
export function SessionCalendar({ sessions, plans, phone, withCoach, onRange, onSlot, onOpen, onOpenPlan, onMove }: Props) {
  const calendar = useRef<FullCalendar>(null);
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (phone && api.view.type !== 'listWeek') api.changeView('listWeek');
    if (!phone && api.view.type === 'listWeek') api.changeView('timeGridWeek');
  }, [phone]);

  const hours = dayHours(sessions);
  const events = [...sessions.map((s) => sessionEvent(s, withCoach)), ...plans.map(planEvent)];

  const select = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    if (info.allDay) onSlot(`${info.startStr.slice(0, 10)}T09:00`, 60);
    else {
      // A click selects one half-hour slot: a session is an hour unless a longer stretch was dragged out.
      const span = minutesBetween(fromCalendarTime(info.start), fromCalendarTime(info.end));
      onSlot(fromCalendarTime(info.start), span <= 30 ? 60 : span);
    }
  };
  const click = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const { session, plan } = info.event.extendedProps as { session?: CoachingSession; plan?: ActionPlan };
    if (session) onOpen(session);
    else if (plan) onOpenPlan(plan);
  };
  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const session = (info.event.extendedProps as { session?: CoachingSession }).session;
    if (!session || !info.event.start) return info.revert();
    const start = fromCalendarTime(info.event.start);
    const minutes = info.event.end ? minutesBetween(start, fromCalendarTime(info.event.end)) : session.minutes;
    onMove({ session, start, minutes, revert: info.revert });
  };

  return (
    <Box
      data-testid="session-calendar"
      sx={{
        '& .fc': {
          '--fc-today-bg-color': 'rgba(255, 214, 0, 0.12)',
          '--fc-button-bg-color': '#1f3a5f',
          '--fc-button-border-color': '#1f3a5f',
        },
        '& .fc .fc-toolbar-title': { fontSize: { xs: '1.1rem', md: '1.4rem' } },
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .session-cancelled .fc-event-title, & .fc-list-event.session-cancelled .fc-list-event-title': { textDecoration: 'line-through' },
        '& .fc-list-event:hover td': { backgroundColor: 'action.hover' },
        '& .fc-event': { cursor: 'pointer' },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number, & .fc .fc-list-day-text, & .fc .fc-list-day-side-text': {
          color: 'text.primary',
        },
      }}
    >
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        timeZone="UTC"
        now={() => toCalendarTime(albertaNow())}
        initialView={phone ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={phone ? PHONE_TOOLBAR : DESKTOP_TOOLBAR}
        // Words, not FullCalendar's chevron icons: those are role="img" with no name (axe).
        buttonIcons={false}
        buttonText={{ prev: 'Previous', next: 'Next', today: 'Today' }}
        views={VIEWS}
        firstDay={1}
        height="auto"
        nowIndicator
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        slotLabelFormat={CLOCK}
        eventTimeFormat={CLOCK}
        allDayText="Plans"
        noEventsText="No sessions this week."
        events={events}
        eventInteractive
        selectable={!phone}
        selectMirror
        editable={!phone}
        eventDurationEditable
        datesSet={(info: DatesSetArg) => onRange(visibleDates(info.start, info.end))}
        select={select}
        eventClick={click}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}
