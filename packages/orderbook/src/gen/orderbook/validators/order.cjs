"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
const {validate32} = require("./_shared2.cjs");
function validate37(data,{instancePath=""}={}){validate37.errors=null;return true;}
exports.response__200 = validate32;
exports.response__401 = shared0;
exports.response__404 = validate37;
