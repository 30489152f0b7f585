/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * workload.h: the interface between the timer-queue driver (workload.c)
 * and the queues under test (q_rb.c for the BSD-style headers, q_cxx.cc
 * for Boost, the C++ standard library and Boost.Heap).
 *
 * A queue holds n timers, ids 0 .. n-1, all pending at all times.  A
 * timer fires in the order of (deadline, seq): seq is a counter that grows
 * with every arming, so equal deadlines fire in arming order (FIFO).  At
 * creation timer i has deadline deadline[i] and seq i; the counter goes
 * on from n.  One step of the hold model:
 *
 *	fire the earliest timer x; now = its deadline;
 *	arm x again at now + delay[j];
 *	if cancel[j] != WL_NONE: cancel the timer of that id and arm it
 *	    again at now + cdelay[j].
 *
 * The queue keeps now, the seq counter and a checksum of the fired timers
 * (their ids and deadlines, in order) in its workspace; run() returns the
 * checksum after its last step.  Every queue sees the same steps, so every
 * queue must return the same checksum.
 */
#ifndef WORKLOAD_H
#define WORKLOAD_H

#include <stddef.h>
#include <stdint.h>

#include "../common/driver.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WL_NONE		UINT32_MAX

struct wl_steps {
	const uint32_t *delay;	/* the fired timer comes back at now + delay */
	const uint32_t *cancel;	/* id to cancel and re-arm, or WL_NONE */
	const uint32_t *cdelay;	/* its new deadline: now + cdelay */
};

/* The checksum after firing timer id at deadline d. */
static inline uint64_t
wl_fold(uint64_t sum, uint32_t id, uint64_t d)
{
	return ((sum ^ (d * 0x9e3779b97f4a7c15ULL + id)) * 0x100000001b3ULL);
}

/* What a queue stands for in the report. */
enum wl_role {
	WL_TREEH_CACHED,	/* tree.h cached head: the reference */
	WL_TREEH_A2,		/* a second copy of it: the noise floor */
	WL_TREE,		/* another tree */
	WL_HEAP,		/* a heap */
	WL_TREEH_RB_CACHED,	/* tree.h cached head, red-black scheme */
	WL_TREEH_PLAIN		/* tree.h plain, either scheme: not a peer */
};

struct wl_impl {
	struct impl_id id;	/* name, role (enum wl_role), description */
	void *(*create)(size_t n, const uint64_t *deadline);
	void (*destroy)(void *q);
	/* NULL if the queue holds n timers in order, else a message */
	const char *(*check)(void *q);
	/* Steps from .. to - 1 of s; returns the checksum so far. */
	uint64_t (*run)(void *q, const struct wl_steps *s, size_t from,
	    size_t to);
};

#ifdef __cplusplus
}
#endif

#endif /* WORKLOAD_H */
