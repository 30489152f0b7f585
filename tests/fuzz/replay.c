/*
 * A main() for the fuzz targets without libFuzzer: runs each file named
 * on the command line (or each file of a directory) through
 * LLVMFuzzerTestOneInput once.  For replaying a corpus or a crash input
 * under any compiler, gdb or valgrind:
 *
 *   cc -g -O1 -I. -Itests -o replay_rb tests/fuzz/replay.c \
 *       tests/fuzz/fuzz.c tests/engine/engine.c
 *   ./replay_rb build/fuzz/seeds/rb build/fuzz/rb-crash-...
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	long n = -1;
	int ok;

	ok = f != NULL && fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 &&
	    (buf = malloc((size_t)n + 1)) != NULL &&
	    fread(buf, 1, (size_t)n, f) == (size_t)n;
	if (ok)
		LLVMFuzzerTestOneInput(buf, (size_t)n);
	else
		perror(path);
	if (f != NULL)
		fclose(f);
	free(buf);
	return !ok;
}

int
main(int argc, char **argv)
{
	struct stat st;
	struct dirent *de;
	DIR *d;
	char path[4096];
	int i, rc = 0;

	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			if ((d = opendir(argv[i])) == NULL) {
				perror(argv[i]);
				rc = 1;
				continue;
			}
			while ((de = readdir(d)) != NULL) {
				if (de->d_name[0] == '.')
					continue;
				snprintf(path, sizeof(path), "%s/%s", argv[i],
				    de->d_name);
				rc |= run_file(path);
			}
			closedir(d);
		} else {
			rc |= run_file(argv[i]);
		}
	}
	return rc;
}
