"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate166} = require("./_shared13.cjs");
const {validate231} = require("./_shared17.cjs");
exports.input = validate231;
exports.response__200 = validate166;
exports.response__401 = shared0;
exports.response__default = shared1;
