// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");
const pattern1 = pattern("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
const pattern2 = pattern("^0x[0-9a-fA-F]*$", "u");

export function CallTrace(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (typeof data0 != "string") typeFail(errors, path + "/type", "#/properties/type", "string");
		}
		if (data.from !== undefined) checkEthAddress(errors, data.from, path + "/from", "#/properties/from");
		if (data.to !== undefined) checkEthAddress(errors, data.to, path + "/to", "#/properties/to");
		if (data.value !== undefined) checkEthQuantity(errors, data.value, path + "/value", "#/properties/value");
		if (data.gas !== undefined) checkEthQuantity(errors, data.gas, path + "/gas", "#/properties/gas");
		if (data.gasUsed !== undefined) checkEthQuantity(errors, data.gasUsed, path + "/gasUsed", "#/properties/gasUsed");
		if (data.input !== undefined) checkHex0x(errors, data.input, path + "/input", "#/properties/input");
		if (data.output !== undefined) checkHex0x(errors, data.output, path + "/output", "#/properties/output");
		if (data.error !== undefined) {
			const data1 = data.error;
			if (typeof data1 != "string") typeFail(errors, path + "/error", "#/properties/error", "string");
		}
		if (data.calls !== undefined) {
			const data2 = data.calls;
			if (Array.isArray(data2)) {
				for (let i3 = 0; i3 < data2.length; i3++) {
					if (!CallTrace(data2[i3], path + "/calls" + "/" + i3)) errors.push(...CallTrace.errors);
				}
			} else typeFail(errors, path + "/calls", "#/properties/calls", "array");
		}
	} else typeFail(errors, path, "#", "object");
	CallTrace.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthAddress`, checked where it is used. */
function checkEthAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{40}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `EthQuantity`, checked where it is used. */
function checkEthQuantity(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `Hex0x`, checked where it is used. */
function checkHex0x(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern2.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
