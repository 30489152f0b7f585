/*
 * The augmentation hook of the variant tests: subtree size and subtree
 * maximum of val, each call reported to the engine (eng_hooked).  With
 * vhook_coarse set, only the subtree maximum, which (with few distinct
 * values) often stays the same where a node's subtree changed: this is
 * what catches a walk that stops too early, which a summary that changes
 * everywhere (the size) hides.
 */
#include "vtree.h"
#include "engine.h"

int vhook_coarse;

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
	eng_hooked(x);
	changed = m != x->smax || (!vhook_coarse && s != x->size);
	x->smax = m;
	x->size = vhook_coarse ? x->size : s;
	return changed;
}
