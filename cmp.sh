#!/bin/bash
# cmp.sh N [cold]: bundle compare.ts against /tmp/h5s3/ref and the working tree, run it.
mkdir -p /tmp/h5s3/cmp/.b; ln -sfn /work/main/node_modules /tmp/h5s3/cmp/node_modules
sed "s#REF/#/tmp/h5s3/ref/#g" /tmp/h5s3/compare.ts > /tmp/h5s3/cmp/.b/compare.ts
/work/main/node_modules/.bin/esbuild /tmp/h5s3/cmp/.b/compare.ts --bundle --platform=node --format=esm --outfile=/tmp/h5s3/cmp/.b/compare.mjs --packages=external --log-level=warning
node /tmp/h5s3/cmp/.b/compare.mjs ${1:-10} ${2:-fill}
