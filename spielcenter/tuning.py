"""Process settings that keep a server process's event loop prompt under load (measured with tools/load_center.py).

- The objects of the start-up (modules, FastAPI's routes, SQLAlchemy's tables: about 100,000) are moved
  out of the garbage collector's sight once it has started: a full collection over them took 70-100 ms
  of CPU on the 2-core test machine (several hundred ms of wall time under load), a pause every list
  read waiting at that moment had to sit out. What requests allocate later is still collected.
- A shorter GIL switch interval: the event loop thread gives the interpreter up on every wait for the
  network; when a helper thread (a database query of a list, the verifier pool's feeder) is busy in
  Python meanwhile, the loop waits up to this interval to get it back, once per callback.
- Verifier processes run at a lower priority (``VERIFIER_NICE``): a round's replay is CPU work that
  can wait a few milliseconds, a list read cannot; they still get every CPU cycle the loop leaves idle.
"""
from __future__ import annotations

import gc
import logging
import os
import sys

log = logging.getLogger(__name__)

#: seconds a thread may hold the GIL while another waits (the default is 0.005)
SWITCH_INTERVAL_S = 0.001
#: niceness added to a verifier process (0..19; higher is lower priority)
VERIFIER_NICE = 5


def settle_heap() -> None:
    """Collect once and freeze what survived start-up, so later collections skip it."""
    gc.collect()
    gc.freeze()


def tune_request_process() -> None:
    """Settings of a server process with an event loop (call when start-up is done)."""
    settle_heap()
    sys.setswitchinterval(SWITCH_INTERVAL_S)


def lower_priority(nice: int = VERIFIER_NICE) -> None:
    """Run this process behind the request loops (batch scheduling and a higher niceness)."""
    if sys.platform.startswith("linux"):
        # batch scheduling: a verifier never preempts the request loop when it wakes up
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
    if os.name == "posix":
        try:
            os.nice(nice)
        except OSError as err:  # not permitted on some systems: the checks then run at normal priority
            log.warning("Prüfprozess: Priorität nicht gesenkt (%s)", err)
