"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate252} = require("./_shared12.cjs");
const {validate345} = require("./_shared16.cjs");
exports.input = validate345;
exports.response__200 = validate252;
exports.response__401 = shared0;
exports.response__default = shared1;
