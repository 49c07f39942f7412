"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate163} = require("./_shared12.cjs");
const {validate137} = require("./_shared9.cjs");
exports.input = validate137;
exports.response__200 = validate163;
exports.response__401 = shared0;
exports.response__default = shared1;
