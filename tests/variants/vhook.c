/*
 * The augmentation hook of the variant tests: subtree size and subtree
 * maximum of val, with call accounting.  With vhook_coarse set, only the
 * subtree maximum, which (with few distinct values) often stays the same
 * where a node's subtree changed: this is what catches a walk that stops
 * too early, which a summary that changes everywhere (the size) hides.
 */
#include "vtree.h"

unsigned long vhook_calls;
int vhook_coarse;
unsigned vhook_nlog;
struct vnode *vhook_log[VHOOK_LOG];

int
vnode_aug(struct vnode *x)
{
	struct vnode *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	long long m = x->val;
	size_t s = 1;
	int changed;

	if (l != NULL) {
		s += l->size;
		if (l->smax > m)
			m = l->smax;
	}
	if (r != NULL) {
		s += r->size;
		if (r->smax > m)
			m = r->smax;
	}
	vhook_calls++;
	if (vhook_nlog < VHOOK_LOG)
		vhook_log[vhook_nlog] = x;
	vhook_nlog++;
	if (vhook_coarse) {
		/* The subtree max alone: size is neither kept nor reported. */
		changed = m != x->smax;
		x->smax = m;
		return changed;
	}
	changed = m != x->smax || s != x->size;
	x->smax = m;
	x->size = s;
	return changed;
}

void
vhook_reset(void)
{
	vhook_nlog = 0;
}

unsigned
vhook_dups(void)
{
	unsigned i, j, n = vhook_nlog < VHOOK_LOG ? vhook_nlog : VHOOK_LOG;
	unsigned dups = 0;

	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			if (vhook_log[i] == vhook_log[j]) {
				dups++;
				break;
			}
	return dups;
}
