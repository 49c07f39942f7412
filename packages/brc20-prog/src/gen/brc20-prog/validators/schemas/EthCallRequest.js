// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthAddress } from "@gw/runtime/common-validators/EthAddress";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

export function EthCallRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.to === undefined) requiredFail(errors, path, "#", "to");
		if (data.data === undefined) requiredFail(errors, path, "#", "data");
		if (data.to !== undefined) checkEthAddress(errors, data.to, path, "#/properties/to", "to");
		if (data.data !== undefined) checkHex0x(errors, data.data, path, "#/properties/data", "data");
		if (data.from !== undefined) checkEthAddress(errors, data.from, path, "#/properties/from", "from");
	} else typeFail(errors, path, "#", "object");
	EthCallRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
