#include "stop_signals.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t received_signal = 0;
#define STOP_SIGNAL_COUNT 5
static struct sigaction previous_actions[STOP_SIGNAL_COUNT];
// SIGPIPE too: sent by hand (kill -PIPE) or by a lost output, it is a request to stop like
// SIGTERM, and left at its default it would end the game with no save and the terminal raw.
// SIGQUIT (Ctrl-\) too: left at its default it would dump core (and the Swift runtime would
// print a backtrace over the game) instead of saving.
static const int stop_signals[STOP_SIGNAL_COUNT] = { SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGPIPE };

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
    for (int index = 0; index < STOP_SIGNAL_COUNT; index++) {
        int status = install ? sigaction(stop_signals[index], &action, &previous_actions[index])
                             : sigaction(stop_signals[index], &previous_actions[index], NULL);
        if (status != 0) { return -1; }
    }
    return 0;
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

static struct sigaction previous_suspend_action;
static volatile unsigned long long suspended_total = 0;

static unsigned long long monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
    return (unsigned long long)now.tv_sec * 1000000000ULL + (unsigned long long)now.tv_nsec;
}

static void watch_suspension(int signal_number) {
    unsigned long long left = monotonic_nanoseconds();
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
    if (back > left) { suspended_total += back - left; }
}

int cf_suspension_watch_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = watch_suspension;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGTSTP, &action, &previous_suspend_action) == 0 ? 0 : -1;
}

unsigned long long cf_suspended_nanoseconds(void) { return suspended_total; }
