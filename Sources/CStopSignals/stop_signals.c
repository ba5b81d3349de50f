#include "stop_signals.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t received_signal = 0;

// The fixed signals. SIGPIPE: sent by hand (kill -PIPE) or by a lost output, it is a request to
// stop like SIGTERM, and left at its default it would end the game with no save and the terminal
// raw. SIGQUIT (Ctrl-\): left at its default it would dump core (and the Swift runtime would print
// a backtrace over the game) instead of saving. SIGXCPU (a soft `ulimit -t`) and SIGXFSZ (a file
// size limit) come before the hard limit, in time to save. The real-time signals, whose default
// is to end the process too, are added at run time (SIGRTMIN is not a constant in glibc).
static const int fixed_signals[] = {
    SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ,
#ifdef SIGIO
    SIGIO,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};
#define FIXED_SIGNAL_COUNT ((int)(sizeof fixed_signals / sizeof fixed_signals[0]))
#define SIGNAL_LIMIT 65
static struct sigaction previous_actions[SIGNAL_LIMIT];
static int installed[SIGNAL_LIMIT];

int cf_stop_signals_covers(int signal_number) {
    for (int index = 0; index < FIXED_SIGNAL_COUNT; index++) {
        if (fixed_signals[index] == signal_number) { return 1; }
    }
#ifdef SIGRTMIN
    if (signal_number >= SIGRTMIN && signal_number <= SIGRTMAX && signal_number < SIGNAL_LIMIT) { return 1; }
#endif
    return 0;
}

static void record_stop_signal(int signal_number) {
    received_signal = signal_number;
    // Output held by flow control (an XOFF the terminal sent) would keep the main loop inside a
    // terminal write that the C library retries after this signal: let it flow again so the loop
    // gets back to see the request. tcflow is async-signal-safe; errno is kept for the write.
    int saved_errno = errno;
    tcflow(STDOUT_FILENO, TCOON);
    errno = saved_errno;
}

int cf_stop_signals_install(int install) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = record_stop_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (install) { received_signal = 0; }
    int status = 0;
    for (int signal_number = 1; signal_number < SIGNAL_LIMIT; signal_number++) {
        if (!cf_stop_signals_covers(signal_number)) { continue; }
        if (install) {
            if (sigaction(signal_number, &action, &previous_actions[signal_number]) == 0) {
                installed[signal_number] = 1;
            } else {
                status = -1;
            }
        } else if (installed[signal_number]) {
            if (sigaction(signal_number, &previous_actions[signal_number], NULL) != 0) { status = -1; }
            installed[signal_number] = 0;
        }
    }
    return status;
}

int cf_stop_signals_take(void) {
    int signal_number = received_signal;
    received_signal = 0;
    return signal_number;
}

int cf_stop_signals_hangup(void) { return SIGHUP; }
int cf_stop_signals_terminate(void) { return SIGTERM; }
int cf_stop_signals_interrupt(void) { return SIGINT; }
int cf_stop_signals_quit(void) { return SIGQUIT; }
int cf_stop_signals_pipe(void) { return SIGPIPE; }

#ifdef SIGRTMIN
int cf_signal_realtime_first(void) { return SIGRTMIN; }
int cf_signal_realtime_last(void) { return SIGRTMAX; }
#else
int cf_signal_realtime_first(void) { return 0; }
int cf_signal_realtime_last(void) { return 0; }
#endif

static struct sigaction previous_suspend_action;
static volatile unsigned long long suspended_total = 0;
static volatile sig_atomic_t resumptions = 0;
// While Ctrl-Z's wrapper measures the suspension itself, SIGCONT adds nothing.
static volatile sig_atomic_t measuring_suspension = 0;
// The monotonic time until which the loop is known to be waiting (its wait's deadline), or
// running (when it last said so); ULLONG_MAX during a wait without a limit.
static volatile unsigned long long alive_until = 0;

static unsigned long long monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
    return (unsigned long long)now.tv_sec * 1000000000ULL + (unsigned long long)now.tv_nsec;
}

// Terminal modes of the program's own (not ncurses's) to take off while the shell has the
// terminal and to put back on resume; set once before any suspension, read by the handler.
static const char *volatile modes_off = 0;
static const char *volatile modes_on = 0;

void cf_suspension_modes(const char *off, const char *on) {
    modes_off = off;
    modes_on = on;
}

static void write_modes(const char *sequence) {
    if (sequence == 0) { return; }
    size_t length = strlen(sequence), sent = 0;  // both async-signal-safe
    while (sent < length) {
        ssize_t written = write(STDOUT_FILENO, sequence + sent, length - sent);
        if (written < 0 && errno == EINTR) { continue; }
        if (written <= 0) { return; }
        sent += (size_t)written;
    }
}

static void watch_suspension(int signal_number) {
    measuring_suspension = 1;
    int saved_errno = errno;
    unsigned long long left = monotonic_nanoseconds();
    // Before ncurses's handler gives the shell its modes back (flow control on again).
    write_modes(modes_off);
    if (previous_suspend_action.sa_flags & SA_SIGINFO) {
        if (previous_suspend_action.sa_sigaction) { previous_suspend_action.sa_sigaction(signal_number, NULL, NULL); }
    } else if (previous_suspend_action.sa_handler != SIG_DFL && previous_suspend_action.sa_handler != SIG_IGN
               && previous_suspend_action.sa_handler != NULL) {
        previous_suspend_action.sa_handler(signal_number);
    } else if (previous_suspend_action.sa_handler == SIG_DFL) {
        // Nobody else handles it: stop as the default would.
        raise(SIGSTOP);
    }
    unsigned long long back = monotonic_nanoseconds();
    // After ncurses's handler has set its modes again (its mouse request would reset ours).
    write_modes(modes_on);
    if (back > left) { suspended_total += back - left; }
    resumptions += 1;
    alive_until = back;
    measuring_suspension = 0;
    errno = saved_errno;
}

static void note_continued(int signal_number) {
    (void)signal_number;
    if (measuring_suspension) { return; }
    unsigned long long now = monotonic_nanoseconds();
    unsigned long long until = alive_until;
    if (until != 0 && now > until) { suspended_total += now - until; }
    if (until != 0) { alive_until = now; }
}

void cf_loop_waiting(int timeout_milliseconds) {
    alive_until = timeout_milliseconds < 0
        ? ~0ULL
        : monotonic_nanoseconds() + (unsigned long long)timeout_milliseconds * 1000000ULL;
}

void cf_loop_running(void) { alive_until = monotonic_nanoseconds(); }

int cf_suspension_watch_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = watch_suspension;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (sigaction(SIGTSTP, &action, &previous_suspend_action) != 0) { return -1; }
    struct sigaction continued;
    memset(&continued, 0, sizeof continued);
    continued.sa_handler = note_continued;
    sigemptyset(&continued.sa_mask);
    continued.sa_flags = SA_RESTART;
    return sigaction(SIGCONT, &continued, NULL) == 0 ? 0 : -1;
}

unsigned long long cf_suspended_nanoseconds(void) { return suspended_total; }

unsigned long cf_resumptions(void) { return (unsigned long)resumptions; }
