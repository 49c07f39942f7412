// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

export function CallTrace(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (typeof data0 != "string") typeFail(errors, path + "/type", "#/properties/type", "string");
		}
		if (data.from !== undefined) checkEthAddress(errors, data.from, path, "#/properties/from", "from");
		if (data.to !== undefined) checkEthAddress(errors, data.to, path, "#/properties/to", "to");
		if (data.value !== undefined) checkEthQuantity(errors, data.value, path, "#/properties/value", "value");
		if (data.gas !== undefined) checkEthQuantity(errors, data.gas, path, "#/properties/gas", "gas");
		if (data.gasUsed !== undefined) checkEthQuantity(errors, data.gasUsed, path, "#/properties/gasUsed", "gasUsed");
		if (data.input !== undefined) checkHex0x(errors, data.input, path, "#/properties/input", "input");
		if (data.output !== undefined) checkHex0x(errors, data.output, path, "#/properties/output", "output");
		if (data.error !== undefined) {
			const data1 = data.error;
			if (typeof data1 != "string") typeFail(errors, path + "/error", "#/properties/error", "string");
		}
		if (data.calls !== undefined) {
			const data2 = data.calls;
			if (Array.isArray(data2)) {
				const path0 = path + "/calls";
				for (let i3 = 0; i3 < data2.length; i3++) {
					if (!CallTrace(data2[i3])) errors.push(...failed(CallTrace, data2[i3], path0 + "/" + i3));
				}
			} else typeFail(errors, path + "/calls", "#/properties/calls", "array");
		}
	} else typeFail(errors, path, "#", "object");
	CallTrace.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
