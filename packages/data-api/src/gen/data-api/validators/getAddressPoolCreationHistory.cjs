"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate181} = require("./_shared14.cjs");
const {validate231} = require("./_shared17.cjs");
exports.input = validate231;
exports.response__200 = validate181;
exports.response__401 = shared0;
exports.response__default = shared1;
