#ifndef CLEARFIELD_STOP_SIGNALS_H
#define CLEARFIELD_STOP_SIGNALS_H

// Stop signals for the terminal's main loop: every signal whose default action ends the process
// and that a program may catch, except the ones that report a fault in the program itself
// (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT: the Swift runtime's crash report
// answers those). The handler only records which signal arrived; the loop acts on it (saves,
// restores the terminal, exits 128 + the number). The flag is one real global in stop_signals.c:
// a static in a header would give every importing object file (and every inlined copy in an
// optimised build) a flag of its own, and the loop would never see what the handler wrote.

// install != 0: record the stop signals from now on (no SA_RESTART, so a blocked read returns);
// install == 0: put back the actions that were there before. Returns 0, or -1 on failure.
int cf_stop_signals_install(int install);

// The pending stop signal (0 if none), cleared by reading it.
int cf_stop_signals_take(void);

// Whether the handlers installed by cf_stop_signals_install(1) cover `signal_number`.
int cf_stop_signals_covers(int signal_number);

int cf_stop_signals_hangup(void);
int cf_stop_signals_terminate(void);
int cf_stop_signals_interrupt(void);
int cf_stop_signals_quit(void);
int cf_stop_signals_pipe(void);

// SIGRTMIN and SIGRTMAX (functions in glibc, not constants); 0 where there are none.
int cf_signal_realtime_first(void);
int cf_signal_realtime_last(void);

// Time spent suspended (Ctrl-Z until fg, SIGSTOP until SIGCONT), so play clocks can leave it out.
// Call after ncurses has set up its own SIGTSTP handling: the wrapper notes the time, hands the
// signal to the handler that was there (ncurses restores the terminal, stops the process,
// repaints on resume), then adds the time it was away. SIGSTOP cannot be caught, so its start is
// not seen: on SIGCONT the time since the loop's current wait should have ended is counted (see
// cf_loop_waiting), a lower bound that never takes away time that was played. Returns 0 or -1.
int cf_suspension_watch_install(void);

// Sequences the Ctrl-Z wrapper writes to the terminal before the suspension (`off`) and after
// the resume (`on`): modes the program set itself, which ncurses does not know to take off for
// the shell and put back (the mouse's drag tracking and SGR reports). The strings must stay
// valid for the life of the process; NULL for none.
void cf_suspension_modes(const char *off, const char *on);

// Nanoseconds spent suspended since the watch was installed.
unsigned long long cf_suspended_nanoseconds(void);

// How many times the program has come back from a Ctrl-Z suspension (ncurses has then repainted
// the screen from what it believes is on it, which is blank where the program draws itself).
unsigned long cf_resumptions(void);

// The main loop says it is about to wait up to `timeout_milliseconds` (negative: without a limit)
// and, with cf_loop_running, that it is running again: a SIGCONT after the wait's end means the
// process was stopped since then at least.
void cf_loop_waiting(int timeout_milliseconds);
void cf_loop_running(void);

#endif
