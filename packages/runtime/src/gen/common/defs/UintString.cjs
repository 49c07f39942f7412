"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const {pattern5} = require("./_shared2.cjs");
function validate26(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern5.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^(0|[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate26.errors=vErrors;return errors===0;}
exports.UintString = validate26;
