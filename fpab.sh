#!/bin/bash
# fpab.sh [N]: fingerprint of ref and of the working tree
/tmp/h5s3/mk.sh /tmp/h5s3/ref /tmp/h5s3/refb >/dev/null && /tmp/h5s3/mk.sh /work/main /tmp/h5s3/main >/dev/null
echo "ref  $(node /tmp/h5s3/refb/.b/fp.mjs ${1:-20} 1)"; echo "main $(node /tmp/h5s3/main/.b/fp.mjs ${1:-20} 1)"
