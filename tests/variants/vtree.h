/*
 * The element, head and instantiation of the variant matrix.  One source
 * (vdriver.c) is compiled 12 times with
 *
 *   -DHEAD_KIND=0  RB_HEAD + RB_GENERATE*            (plain head)
 *   -DHEAD_KIND=1  RB_HEAD_CACHED + RB_GENERATE_CACHED* (cached head)
 *   -DHOOK_KIND=0  no augmentation hook
 *   -DHOOK_KIND=1  global FreeBSD hook: RB_AUGMENT_CHECK defined before
 *                  the #include
 *   -DHOOK_KIND=2  per-instantiation hook: RB_GENERATE[_CACHED]_AUGMENT*
 *   -DLINKAGE=0    static: RB_PROTOTYPE_*_STATIC here, RB_GENERATE_*_STATIC
 *                  in vdriver.c
 *   -DLINKAGE=1    extern: RB_PROTOTYPE_* here, RB_GENERATE_* in
 *                  vtree_gen.c, linked in
 *
 * Switching a program between the two head kinds is the two lines marked
 * "HEAD KIND" below (the head declaration and the generator); everything
 * that uses the tree (vdriver.c) is the same source for both.
 */
#ifndef VARIANTS_VTREE_H
#define VARIANTS_VTREE_H

#ifndef HEAD_KIND
#define HEAD_KIND 0
#endif
#ifndef HOOK_KIND
#define HOOK_KIND 0
#endif
#ifndef LINKAGE
#define LINKAGE 0
#endif

#include <stddef.h>

struct vnode;

/*
 * The hook (vhook.c): recomputes the subtree size and the subtree
 * maximum of val from the children's summaries; returns nonzero iff
 * either changed (the RB_AUGMENT_CHECK contract).  It reports each call
 * to the engine (eng_hooked) and logs it in vhook_log; in the run
 * vhook_run it fails that run when a child's summary is not final yet
 * (children before parents), and with vhook_deep it checks the child's
 * whole subtree.  vaugcheck: x's summary against its children's.
 */
struct eng_run;
int vnode_aug(struct vnode *x);
const char *vaugcheck(void *x);
extern struct eng_run *vhook_run;
extern int vhook_coarse, vhook_deep;
extern const struct vnode *vhook_log[64];
extern unsigned vhook_n;
extern unsigned long vcmp_calls;	/* vnode_cmp's calls */

#if HOOK_KIND == 1
/* The global hook, FreeBSD style: defined before the #include. */
#define RB_AUGMENT_CHECK(x)	vnode_aug(x)
#endif

#include "tree.h"

struct vnode {
	RB_ENTRY(vnode) link;
	long long key;
	long long val;		/* payload summarised by the hook */
	long long smax;		/* max of val over the subtree (hook) */
	size_t size;		/* nodes in the subtree (hook) */
};

static inline int
vnode_cmp(const struct vnode *a, const struct vnode *b)
{
	vcmp_calls++;
	return a->key < b->key ? -1 : a->key > b->key;
}

/* ---- the instantiation --------------------------------------------------- */

#if HEAD_KIND == 1
RB_HEAD_CACHED(vt, vnode);		/* HEAD KIND: line 1 of 2 */
#else
RB_HEAD(vt, vnode);			/* HEAD KIND: line 1 of 2 */
#endif

/*
 * VT_GENERATE: the generator line (HEAD KIND: line 2 of 2), expanded in
 * vdriver.c (static) or vtree_gen.c (extern).  VT_PROTOTYPE: its
 * prototypes, expanded right here.
 */
#if LINKAGE == 0
#  if HEAD_KIND == 0 && HOOK_KIND != 2
#    define VT_PROTOTYPE RB_PROTOTYPE_STATIC(vt, vnode, link, vnode_cmp)
#    define VT_GENERATE  RB_GENERATE_STATIC(vt, vnode, link, vnode_cmp)
#  elif HEAD_KIND == 0
#    define VT_PROTOTYPE RB_PROTOTYPE_AUGMENT_STATIC(vt, vnode, link, vnode_cmp, vnode_aug)
#    define VT_GENERATE  RB_GENERATE_AUGMENT_STATIC(vt, vnode, link, vnode_cmp, vnode_aug)
#  elif HOOK_KIND != 2
#    define VT_PROTOTYPE RB_PROTOTYPE_CACHED_STATIC(vt, vnode, link, vnode_cmp)
#    define VT_GENERATE  RB_GENERATE_CACHED_STATIC(vt, vnode, link, vnode_cmp)
#  else
#    define VT_PROTOTYPE RB_PROTOTYPE_CACHED_AUGMENT_STATIC(vt, vnode, link, vnode_cmp, vnode_aug)
#    define VT_GENERATE  RB_GENERATE_CACHED_AUGMENT_STATIC(vt, vnode, link, vnode_cmp, vnode_aug)
#  endif
#else
#  if HEAD_KIND == 0 && HOOK_KIND != 2
#    define VT_PROTOTYPE RB_PROTOTYPE(vt, vnode, link, vnode_cmp)
#    define VT_GENERATE  RB_GENERATE(vt, vnode, link, vnode_cmp)
#  elif HEAD_KIND == 0
#    define VT_PROTOTYPE RB_PROTOTYPE_AUGMENT(vt, vnode, link, vnode_cmp, vnode_aug)
#    define VT_GENERATE  RB_GENERATE_AUGMENT(vt, vnode, link, vnode_cmp, vnode_aug)
#  elif HOOK_KIND != 2
#    define VT_PROTOTYPE RB_PROTOTYPE_CACHED(vt, vnode, link, vnode_cmp)
#    define VT_GENERATE  RB_GENERATE_CACHED(vt, vnode, link, vnode_cmp)
#  else
#    define VT_PROTOTYPE RB_PROTOTYPE_CACHED_AUGMENT(vt, vnode, link, vnode_cmp, vnode_aug)
#    define VT_GENERATE  RB_GENERATE_CACHED_AUGMENT(vt, vnode, link, vnode_cmp, vnode_aug)
#  endif
#endif

/* Static prototypes only where the definitions follow (vdriver.c). */
#if LINKAGE == 1 || defined(VT_DRIVER)
VT_PROTOTYPE
#endif

/* A readable name of the variant, for messages. */
#if HEAD_KIND == 1
#define VT_HEAD_STR "cached"
#else
#define VT_HEAD_STR "plain"
#endif
#if HOOK_KIND == 1
#define VT_HOOK_STR "globalhook"
#elif HOOK_KIND == 2
#define VT_HOOK_STR "insthook"
#else
#define VT_HOOK_STR "nohook"
#endif
#if LINKAGE == 1
#define VT_LINK_STR "extern"
#else
#define VT_LINK_STR "static"
#endif
#define VT_VARIANT_NAME	VT_HEAD_STR "/" VT_HOOK_STR "/" VT_LINK_STR

#endif /* VARIANTS_VTREE_H */
