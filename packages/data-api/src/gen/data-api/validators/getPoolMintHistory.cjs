"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate140} = require("./_shared10.cjs");
const {validate166} = require("./_shared13.cjs");
exports.input = validate140;
exports.response__200 = validate166;
exports.response__401 = shared0;
exports.response__default = shared1;
