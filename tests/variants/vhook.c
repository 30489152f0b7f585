/*
 * The augmentation hook of the variant tests: subtree size and subtree
 * maximum of val, each call reported to the engine (eng_hooked).  With
 * vhook_coarse set, only the subtree maximum, which (with few distinct
 * values) often stays the same where a node's subtree changed: this is
 * what catches a walk that stops too early, which a summary that changes
 * everywhere (the size) hides.
 *
 * tree.h promises that when the hook runs on a node, the node's children
 * already have their final summaries: each call checks that its children
 * agree with theirs (vhook_deep: their whole subtrees, from the leaves).
 * With each node hooked at most once per operation (the engine), a
 * parent summed from a stale child would stay wrong; this names the call.
 */
#include "vtree.h"
#include "engine/engine.h"

struct eng_run *vhook_run;
int vhook_coarse, vhook_deep;
const struct vnode *vhook_log[64];
unsigned vhook_n;
unsigned long vcmp_calls;

/* x's summaries from its own val and its children's summaries. */
static void
vsum(const struct vnode *x, long long *m, size_t *s)
{
	const struct vnode *c;

	*m = x->val;
	*s = 1;
	if ((c = RB_LEFT(x, link)) != NULL) {
		*s += c->size;
		*m = c->smax > *m ? c->smax : *m;
	}
	if ((c = RB_RIGHT(x, link)) != NULL) {
		*s += c->size;
		*m = c->smax > *m ? c->smax : *m;
	}
}

const char *
vaugcheck(void *x)
{
	struct vnode *e = x;
	long long m;
	size_t s;

	vsum(e, &m, &s);
	if (e->smax != m)
		return "the subtree maximum is stale";
	if (!vhook_coarse && e->size != s)
		return "the subtree size is stale";
	return NULL;
}

/* The subtree at c is final: c's summary, with vhook_deep every one. */
static const char *
vfinal(struct vnode *c)
{
	const char *why;

	if (c == NULL)
		return NULL;
	if ((why = vaugcheck(c)) != NULL || !vhook_deep)
		return why;
	if ((why = vfinal(RB_LEFT(c, link))) != NULL)
		return why;
	return vfinal(RB_RIGHT(c, link));
}

int
vnode_aug(struct vnode *x)
{
	long long m;
	size_t s;
	int changed;
	const char *why;

	if (vhook_run != NULL && ((why = vfinal(RB_LEFT(x, link))) != NULL ||
	    (why = vfinal(RB_RIGHT(x, link))) != NULL))
		eng_fail(vhook_run, "the hook ran on key %lld before its "
		    "children were final: %s", x->key, why);
	vsum(x, &m, &s);
	eng_hooked(x);
	if (vhook_n < 64)
		vhook_log[vhook_n] = x;
	vhook_n++;
	changed = m != x->smax || (!vhook_coarse && s != x->size);
	x->smax = m;
	x->size = vhook_coarse ? x->size : s;
	return changed;
}
