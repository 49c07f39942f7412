"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate252} = require("./_shared12.cjs");
const {validate216} = require("./_shared9.cjs");
exports.input = validate216;
exports.response__200 = validate252;
exports.response__401 = shared0;
exports.response__default = shared1;
