"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate77} = require("./_shared3.cjs");
const {validate143} = require("./_shared6.cjs");
exports.input = validate77;
exports.response__200 = validate143;
exports.response__401 = shared0;
exports.response__default = shared1;
