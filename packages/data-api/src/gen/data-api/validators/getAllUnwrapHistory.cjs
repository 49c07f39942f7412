"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate292} = require("./_shared14.cjs");
const {validate295} = require("./_shared15.cjs");
exports.input = validate292;
exports.response__200 = validate295;
exports.response__401 = shared0;
exports.response__default = shared1;
