"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern12 = new RegExp("^([0-9a-fA-F]{2})*$", "u");
function validate32(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern12.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^([0-9a-fA-F]{2})*$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate32.errors=vErrors;return errors===0;}
exports.HexString = validate32;
