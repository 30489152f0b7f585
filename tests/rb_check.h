/*
 * Full structural check of one RB instantiation against a model.
 * Included once per instantiation (no include guard), after defining:
 *
 *   CHK_FUNC      name of the function to define:
 *                 int CHK_FUNC(const struct tctx *, CHK_HEAD *, const struct model *)
 *                 returns the height of the tree
 *   CHK_NAME      the RB instantiation name
 *   CHK_TYPE      element type (e.g. struct inode)
 *   CHK_HEAD      head type (e.g. struct itree)
 *   CHK_FIELD     the RB_ENTRY field
 *   CHK_KEY(e)    the key of element e as a long long
 * optional:
 *   CHK_HAS_PREV      RB_PREV is generated (checks RB_FOREACH_REVERSE)
 *   CHK_HAS_VALIDATE  RB_VALIDATE is generated
 *
 * Checked: the in-order sequence (walking RB_LEFT/RB_RIGHT) is exactly the
 * model's elements, every RB_PARENT link, height <= 2*log2(n+1),
 * RB_VALIDATE == NULL, RB_EMPTY, RB_MIN/RB_MAX and the RB_FOREACH
 * (and RB_FOREACH_REVERSE) sequences.
 */
#include "check.h"

#define CHK_ID(x) TT_CAT(CHK_FUNC, TT_CAT(_, x))

static int
CHK_ID(walk)(const struct tctx *c, CHK_TYPE *x, CHK_TYPE *parent,
    const struct model *m, size_t *idx, int depth)
{
	int hl, hr;

	if (x == NULL)
		return 0;
	TCHECK(c, depth <= 200, "tree deeper than 200 (a cycle?)");
	TCHECK(c, RB_PARENT(x, CHK_FIELD) == parent,
	    "RB_PARENT of the element with key %lld is %p, expected %p",
	    (long long)CHK_KEY(x), (void *)RB_PARENT(x, CHK_FIELD),
	    (void *)parent);
	hl = CHK_ID(walk)(c, RB_LEFT(x, CHK_FIELD), x, m, idx, depth + 1);
	TCHECK(c, *idx < m->n,
	    "the tree has more elements than the model (%zu); extra key %lld",
	    m->n, (long long)CHK_KEY(x));
	TCHECK(c, m->v[*idx].elm == (void *)x,
	    "in-order position %zu holds the element with key %lld, "
	    "the model has key %lld", *idx, (long long)CHK_KEY(x),
	    m->v[*idx].key);
	TCHECK(c, (long long)CHK_KEY(x) == m->v[*idx].key,
	    "in-order position %zu: key %lld, model key %lld", *idx,
	    (long long)CHK_KEY(x), m->v[*idx].key);
	(*idx)++;
	hr = CHK_ID(walk)(c, RB_RIGHT(x, CHK_FIELD), x, m, idx, depth + 1);
	return 1 + (hl > hr ? hl : hr);
}

static int
CHK_FUNC(const struct tctx *c, CHK_HEAD *head, const struct model *m)
{
	CHK_TYPE *x;
	size_t idx = 0;
	int height;

	TCHECK(c, (RB_EMPTY(head) ? 1 : 0) == (m->n == 0 ? 1 : 0),
	    "RB_EMPTY is %d with %zu elements", RB_EMPTY(head) ? 1 : 0, m->n);
	if (RB_ROOT(head) != NULL)
		TCHECK(c, RB_PARENT(RB_ROOT(head), CHK_FIELD) == NULL,
		    "the root has a parent");
	height = CHK_ID(walk)(c, RB_ROOT(head), NULL, m, &idx, 0);
	TCHECK(c, idx == m->n, "the tree has %zu elements, the model %zu",
	    idx, m->n);
	TCHECK(c, height_ok_2log(height, m->n),
	    "height %d exceeds 2*log2(n+1) with n = %zu", height, m->n);
#ifdef CHK_HAS_VALIDATE
	{
		const char *msg = TT_CALL(RB_VALIDATE, CHK_NAME, head);
		TCHECK(c, msg == NULL, "RB_VALIDATE on a valid tree: %s",
		    msg != NULL ? msg : "");
	}
#endif
	x = TT_CALL(RB_MIN, CHK_NAME, head);
	TCHECK(c, x == (m->n ? m->v[0].elm : NULL), "RB_MIN is wrong");
	x = TT_CALL(RB_MAX, CHK_NAME, head);
	TCHECK(c, x == (m->n ? m->v[m->n - 1].elm : NULL), "RB_MAX is wrong");
	idx = 0;
	TT_CALL(RB_FOREACH, x, CHK_NAME, head) {
		TCHECK(c, idx < m->n && m->v[idx].elm == (void *)x,
		    "RB_FOREACH visits the wrong element at position %zu", idx);
		idx++;
	}
	TCHECK(c, idx == m->n, "RB_FOREACH visited %zu of %zu elements",
	    idx, m->n);
#ifdef CHK_HAS_PREV
	idx = m->n;
	TT_CALL(RB_FOREACH_REVERSE, x, CHK_NAME, head) {
		TCHECK(c, idx > 0 && m->v[idx - 1].elm == (void *)x,
		    "RB_FOREACH_REVERSE visits the wrong element at "
		    "position %zu", idx);
		idx--;
	}
	TCHECK(c, idx == 0, "RB_FOREACH_REVERSE missed %zu elements", idx);
#endif
	return height;
}

#undef CHK_ID
#undef CHK_FUNC
#undef CHK_NAME
#undef CHK_TYPE
#undef CHK_HEAD
#undef CHK_FIELD
#undef CHK_KEY
#undef CHK_HAS_PREV
#undef CHK_HAS_VALIDATE
